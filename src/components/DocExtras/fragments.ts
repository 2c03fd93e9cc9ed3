import { graphql } from 'gatsby';

// The generated parts of a doc that DocExtras shows after its text: a doc page and the printable pages select the same.
export const docExtrasFields = graphql`
  fragment DocExtrasFields on DocPage {
    options {
      name
      type
      description
      link
    }
    optionsSource
    generatedTable {
      id
      title
      intro
      columns
      groups {
        id
        title
        rows
      }
    }
  }
`;
