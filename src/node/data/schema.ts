/** GraphQL types of the data files under content/data/ (see content/data/README.md). */
export const dataTypeDefs = `
  "A project of the webpack ecosystem, from content/data/ecosystem-projects.json; one card on /organization/."
  type EcosystemProject implements Node @dontInfer {
    "owner/name on GitHub."
    repo: String!
    "Package name on npm."
    npm: String!
    "What the project does, in one sentence, shown on its card."
    description: String!
    "GitHub handle of the maintainer; null when the project needs one."
    maintainer: String
    "Place in the file, which is the order of the page."
    position: Int!
  }

  "A feature topic of /vote/, from content/data/vote-topics.json."
  type VoteTopic implements Node @dontInfer {
    "The topic's stable id; votes are stored under it."
    topicId: String!
    "The topic's name, the heading of its card."
    title: String!
    "What the topic proposes, shown under its title."
    description: String!
    "Place in the file, which is the order of the page."
    position: Int!
  }

  "The supporters of the project, from content/data/sponsors.json (Open Collective's members data)."
  type SponsorList implements Node @dontInfer {
    "Set when the file holds sample data; shown to readers above the lists."
    note: String
    "Every member, in the file's order; the build ranks them by totalAmount."
    members: [Sponsor!]!
  }

  "One member of the Open Collective; amounts in US dollars."
  type Sponsor {
    "Display name."
    name: String!
    "Open Collective slug (letters, digits, hyphens): the member's profile path there."
    slug: String!
    "The member's website (https://); null links to the Open Collective profile."
    website: String
    "Avatar image: an https:// URL or a path on this site; null shows the name only."
    avatar: String
    "Open Collective tier name, such as Platinum Sponsors; null when the member has none."
    tier: String
    "Everything given so far."
    totalAmount: Float!
    "What the member gives each month now."
    monthlyAmount: Float!
    "When the member first gave (ISO date)."
    createdAt: String!
  }

  "A documented webpack release, from content/data/webpack-releases.json (the release ledger)."
  type WebpackRelease implements Node @dontInfer {
    "The version, such as 5.113.0."
    version: String!
    "The documented version it is compared with."
    previous: String!
    "Publication date on npm (YYYY-MM-DD)."
    date: String!
    "What the release means for readers, in our words."
    summary: String!
    "What changed for readers, each change with where the site documents it."
    changes: [WebpackReleaseChange!]!
    "Place in the file: 0 is the newest release."
    position: Int!
  }

  "One change of a release; exactly one of documented and referenceOnly is set."
  type WebpackReleaseChange {
    "option-added, default-changed, hook-added, message-added, behaviour, …"
    kind: String!
    "Option path, CLI flag, hook, export path, API name or message class; a trailing * covers a family."
    subject: String!
    "The change in one sentence, in our words."
    text: String!
    "Site paths (with an optional #anchor) of the pages that carry the change."
    documented: [String!]
    "Why no prose page carries it."
    referenceOnly: String
  }
`;
