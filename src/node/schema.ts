import type { GatsbyNode } from 'gatsby';
import { dataTypeDefs } from './data/schema';

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
    "GitHub user names of the people who wrote the page; real handles only."
    contributors: [String!]!
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

  "One option of a plugin or loader, read from its JSON schema."
  type OptionRow {
    name: String!
    "Readable type: string, RegExp | function, 'auto' | false …"
    type: String!
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
    experimental: Boolean!
    deprecated: Boolean!
    "Another option that documents the same shape (resolveLoader → resolve), and where it is."
    sameAs: String
    sameAsUrl: String
    "Package whose schema defines the option: webpack or webpack-dev-server."
    schemaPackage: String!
  }

  "Defaults of an option in each mode; null when there is none worth showing (objects list their properties' defaults)."
  type ConfigOptionDefaults {
    development: String
    production: String
    none: String
  }

  "A table the build reads out of the installed webpack, appended to the page."
  type GeneratedTable {
    id: String!
    title: String!
    intro: String!
    columns: [String!]!
    groups: [GeneratedTableGroup!]!
  }

  type GeneratedTableGroup {
    id: String!
    title: String!
    "Cells in column order."
    rows: [[String!]!]!
  }

  "A link in a page's 'Further Reading' list."
  type RelatedLink {
    title: String!
    "Absolute path on this site (/concepts/output/) or an https:// URL."
    url: String!
  }

  "An in-page heading a reader can jump to."
  type DocAnchor {
    title: String!
    "The heading's id (GitHub-style slug), the #fragment of a link to it."
    id: String!
    "Heading level: 2 or 3."
    level: Int!
    "Level-3 headings under a level-2 heading."
    children: [DocAnchor!]!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
  actions.createTypes(dataTypeDefs);
};
