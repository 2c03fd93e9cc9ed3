import { graphql } from 'gatsby';

// What an option's popover and its reference entry both show.
export const optionSummary = graphql`
  fragment OptionSummary on ConfigOption {
    path
    anchorId
    descriptionHtml
    type
    defaults {
      development
      production
      none
    }
  }
`;

// An option's entry in a configuration page's reference: the page itself and the printable pages select the same.
export const optionEntry = graphql`
  fragment OptionEntry on ConfigOption {
    ...OptionSummary
    depth
    cliFlags
    added
    experimental
    deprecated
    defaultChangedIn
    deprecatedIn
    removedIn
    sameAs
    sameAsUrl
    schemaPackage
  }
`;
