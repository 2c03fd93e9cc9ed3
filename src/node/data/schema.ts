/** GraphQL types of the data files under content/data/ (see content/data/README.md). */
export const dataTypeDefs = `
  "A project of the webpack ecosystem, from content/data/ecosystem-projects.json; one card on /organization/."
  type EcosystemProject implements Node @dontInfer {
    "owner/name on GitHub."
    repo: String!
    "Package name on npm."
    npm: String!
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
    title: String!
    description: String!
    position: Int!
  }

  "The supporters of the project, from content/data/sponsors.json (Open Collective's members data)."
  type SponsorList implements Node @dontInfer {
    "Set when the file holds sample data; shown to readers above the lists."
    note: String
    members: [Sponsor!]!
  }

  "One member of the Open Collective; amounts in US dollars."
  type Sponsor {
    name: String!
    slug: String!
    website: String
    avatar: String
    tier: String
    totalAmount: Float!
    monthlyAmount: Float!
    "When the member first gave (ISO date)."
    createdAt: String!
  }
`;
