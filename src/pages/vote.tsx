import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import { VOTE_API_URL } from '../lib/site-config';
import { VOTE_DEVELOPMENT } from '../lib/vote';
import { BrowserOnly, StandalonePage } from '../components/StandalonePage';

export const VOTE_TITLE = 'Vote';

// A separate chunk, requested only in the browser: static generation never renders the app.
const VoteApp = React.lazy(() => import('../components/VoteApp').then((module) => ({ default: module.VoteApp })));

export default function VotePage({ data }: PageProps<Queries.VotePageQuery>) {
  const topics = data.allVoteTopic.nodes.map(({ topicId, title, description }) => ({ id: topicId, title, description }));
  return (
    <StandalonePage
      title={VOTE_TITLE}
      narrow
      intro="Which of these should the webpack documentation and the team look at next? Vote for the topics that matter to you; you can withdraw a vote at any time."
    >
      <BrowserOnly
        name="The vote"
        loading="Loading the vote…"
        noScript="Voting needs JavaScript, which is turned off in this browser."
        failed="The vote could not be loaded. Check your connection and reload the page."
      >
        <VoteApp topics={topics} development={VOTE_DEVELOPMENT} apiUrl={VOTE_API_URL} />
      </BrowserOnly>
    </StandalonePage>
  );
}

export function Head({ location }: HeadProps) {
  return <PageHead pathname={location.pathname} title={VOTE_TITLE} description="Vote for the topics the webpack documentation and team should look at next." />;
}

export const query = graphql`
  query VotePage {
    allVoteTopic(sort: { position: ASC }) {
      nodes {
        topicId
        title
        description
      }
    }
  }
`;
