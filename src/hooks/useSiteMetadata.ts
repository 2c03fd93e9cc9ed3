import { graphql, useStaticQuery } from 'gatsby';

export interface SiteMetadata {
  readonly siteUrl: string;
  readonly description: string;
}

/** The deployed address and default description from gatsby-config, for head tags. */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataForHeadQuery>(graphql`
    query SiteMetadataForHead {
      site {
        siteMetadata {
          siteUrl
          description
        }
      }
    }
  `);
  return { siteUrl: data.site?.siteMetadata?.siteUrl ?? '', description: data.site?.siteMetadata?.description ?? '' };
}
