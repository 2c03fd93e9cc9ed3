-- One row per reader and topic: the primary key is what makes a second vote change nothing.
CREATE TABLE votes (
  voter_id TEXT NOT NULL,
  topic_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (voter_id, topic_id)
);

CREATE INDEX votes_by_topic ON votes (topic_id);

-- Values the service keeps for itself, such as the key that signs voter cookies.
CREATE TABLE vote_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
