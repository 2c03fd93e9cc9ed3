import type { GatsbyNode } from 'gatsby';
import { dataTypeDefs } from './data/schema';
import { historyFieldExtension } from './history-fields';

/**
 * The content model, declared rather than inferred so queries never break on a missing field and
 * an author browsing GraphiQL (/___graphql) reads what each field means.
 */
export const typeDefs = `
  """
  One documentation page: a file content/<section>/<name>.mdx (or content/<name>.mdx for a single page
  such as /glossary/), created from the file's Mdx node with its frontmatter validated at build time; or a
  loader/plugin page made from the README of a package listed in content/data/packages.json.
  """
  type DocPage implements Node @dontInfer {
    "Page title from frontmatter: the h1, the sidebar label and the document title ('{title} | webpack')."
    title: String!
    "URL path with a trailing slash, derived from the file path: content/concepts/output.mdx → /concepts/output/."
    url: String!
    "Top-level section (concepts, configuration, guides, loaders, plugins, api, migrate, contribute); empty for single pages."
    section: String!
    "File name without extension; 'index' for a section's landing page."
    name: String!
    "Order inside the section and group; -1 marks the section index, which always comes first."
    sort: Float!
    "Sidebar group heading; null means ungrouped (listed first, without a heading)."
    group: String
    """
    People who wrote the page. .mdx pages: frontmatter 'contributors' (GitHub handles) first, in their order,
    then the authors and Co-authored-by co-authors of the commits touching the file (renames followed,
    .mailmap applied), most commits first; one entry per GitHub handle. README pages: the package.json
    'author' and 'contributors'.
    """
    contributors: [DocContributor!]! @fromGitHistory
    "The newest commit touching the file; null for README pages, untracked files and shallow clones."
    lastUpdated: DocLastUpdated @fromGitHistory
    "Words readers search with for what the page covers when it says it differently (frontmatter or packages.json 'keywords'): the page's meta keywords, indexed by search."
    keywords: [String!]!
    "'Further Reading' links shown after the page."
    related: [RelatedLink!]!
    "Upstream repository of a third-party page (loaders, plugins): shows 'Jump to Repository'."
    repo: String
    "Where to edit the page; defaults to the file in this site's repository."
    edit: String
    "Upstream source of a third-party page's text."
    source: String
    "Options table generated from an options schema: webpack's own (frontmatter 'schema') or a README package's."
    options: [OptionRow!]!
    "A reference table generated from the installed webpack (frontmatter 'generated': cli-flags, compiler-hooks, compilation-hooks)."
    generatedTable: GeneratedTable
    "The schema file the options table was generated from, e.g. webpack/schemas/plugins/BannerPlugin.json."
    optionsSource: String
    "In-page headings of levels 2 and 3, level 3 nested under level 2, ids as rendered."
    anchors: [DocAnchor!]!
    "The source file relative to the repository root, e.g. content/concepts/output.mdx or node_modules/css-loader/README.md."
    sourcePath: String!
    "Absolute path of the .mdx source, rendered through gatsby-plugin-mdx; null for README pages."
    contentFilePath: String
    "Sanitized HTML of a README page (null for .mdx pages, whose body is compiled MDX)."
    html: String
    "One-line description for section index tables (README pages: from content/data/packages.json)."
    summary: String
    "Meta description for search results and link previews: frontmatter 'description', else the first paragraph of prose (at most 160 characters)."
    description: String
    "npm package a README page documents."
    packageName: String
    "Version of that package, as installed and documented."
    packageVersion: String
    "License of the package's README text (its package.json license)."
    license: String
    "The compiled MDX node this page was made from."
    mdx: Mdx @link
  }

  "A person credited on a page."
  type DocContributor {
    "Name as in git (after .mailmap) or package.json; the GitHub handle when that is all the source gives."
    name: String!
    "GitHub user name, when known for certain: frontmatter, a users.noreply.github.com address, a github.com profile URL."
    handle: String
    "Profile or homepage link; null shows the name without a link."
    url: String
    "Avatar image (GitHub's, without a size); null for people without a known handle, who get a drawn initials avatar."
    avatarUrl: String
    "Commits touching the file, co-authored ones included; 0 for credit that does not come from git history."
    commits: Int!
  }

  "When a page's file last changed, and by whom."
  type DocLastUpdated {
    "ISO 8601 committer date of the newest commit touching the file (renames followed)."
    date: Date! @dateformat
    "Author of that commit, after .mailmap."
    name: String!
  }

  "Git history of one content file, read once per build; joined into DocPage.contributors and DocPage.lastUpdated."
  type DocHistory implements Node @dontInfer {
    "The file relative to the site root, as DocPage.sourcePath."
    sourcePath: String!
    "Authors and co-authors, most commits first."
    contributors: [DocContributor!]!
    "The newest commit touching the file."
    lastUpdated: DocLastUpdated!
  }

  "One option of a plugin or loader, read from its JSON schema."
  type OptionRow {
    "Option name, a key of the schema's properties."
    name: String!
    "Readable type: string, RegExp | function, 'auto' | false …"
    type: String!
    "The schema's description of the option, as plain text."
    description: String!
    "Upstream documentation link the schema gives, if any."
    link: String
  }

  """
  One option of the webpack configuration (from the installed webpack's schemas/WebpackOptions.json) or of
  devServer (from webpack-dev-server's options schema), rendered in the reference of its configuration page.
  """
  type ConfigOption implements Node @dontInfer {
    "Option path as written in a config; array items as []: module.rules[].test."
    path: String!
    "Stable anchor id on its page: the path lowercased without punctuation (outputfilename)."
    anchorId: String!
    "Name of the configuration page documenting it (output, dev-server, other-options …)."
    page: String!
    "Sort key: entries are listed by path."
    order: Int!
    "1 for top-level options, 2 for their properties, and so on."
    depth: Int!
    "The schema's description, rendered from markdown to sanitized HTML."
    descriptionHtml: String!
    "Readable type with allowed values."
    type: String!
    "Default per mode, from webpack's own defaults code (getNormalizedWebpackOptions + applyWebpackOptionsDefaults)."
    defaults: ConfigOptionDefaults!
    "Command-line flags of webpack-cli that set this option."
    cliFlags: [String!]!
    "webpack version that added the option, when the schema says."
    added: String
    "The schema marks the option experimental (its behaviour may change in a minor release)."
    experimental: Boolean!
    "The schema marks the option deprecated."
    deprecated: Boolean!
    "From the release ledger: the newest documented webpack release that moved this option's default."
    defaultChangedIn: String
    "From the release ledger: the webpack release that deprecated this option."
    deprecatedIn: String
    "Set on the entry of an option the release ledger records as removed: the release that removed it."
    removedIn: String
    "Another option that documents the same shape (resolveLoader → resolve), and where it is."
    sameAs: String
    "URL with #anchor of the sameAs option's entry; null without sameAs."
    sameAsUrl: String
    "Package whose schema defines the option: webpack or webpack-dev-server."
    schemaPackage: String!
  }

  "Defaults of an option in each mode; null when there is none worth showing (objects list their properties' defaults)."
  type ConfigOptionDefaults {
    "Default with mode: 'development'."
    development: String
    "Default with mode: 'production' (also webpack's default mode)."
    production: String
    "Default with mode: 'none'."
    none: String
  }

  "A table the build reads out of the installed webpack, appended to the page."
  type GeneratedTable {
    "Id of the table's heading, listed in the page's anchors."
    id: String!
    "The table's heading."
    title: String!
    "The paragraph shown under the heading."
    intro: String!
    "Column headings, in order."
    columns: [String!]!
    "The rows, grouped under subheadings."
    groups: [GeneratedTableGroup!]!
  }

  "Rows of a generated table under one subheading."
  type GeneratedTableGroup {
    "Id of the subheading."
    id: String!
    "The subheading's text."
    title: String!
    "Cells in column order."
    rows: [[String!]!]!
  }

  "A link in a page's 'Further Reading' list."
  type RelatedLink {
    "The link's text."
    title: String!
    "Absolute path on this site (/concepts/output/) or an https:// URL."
    url: String!
  }

  "An in-page heading a reader can jump to."
  type DocAnchor {
    "The heading's text."
    title: String!
    "The heading's id (GitHub-style slug), the #fragment of a link to it."
    id: String!
    "Heading level: 2 or 3."
    level: Int!
    "Level-3 headings under a level-2 heading."
    children: [DocAnchor!]!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, createNodeId }) => {
  actions.createFieldExtension(historyFieldExtension(createNodeId));
  actions.createTypes(typeDefs);
  actions.createTypes(dataTypeDefs);
};
