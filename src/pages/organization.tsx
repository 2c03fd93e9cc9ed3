import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import { ProjectCard } from '../components/ProjectCard';
import { StandalonePage } from '../components/StandalonePage';
import * as styles from './organization.module.css';

export const ORGANIZATION_TITLE = 'Organization';

export default function OrganizationPage({ data }: PageProps<Queries.OrganizationPageQuery>) {
  return (
    <StandalonePage
      title="The Organization"
      intro="These are the projects of the webpack and webpack-contrib organisations on GitHub, with a few close relatives: the bundler, the libraries it is built from, and the loaders, plugins and integrations most builds use."
    >
      <div className={styles.grid}>
        {data.allEcosystemProject.nodes.map((project) => (
          <ProjectCard key={project.repo} project={project} />
        ))}
      </div>
    </StandalonePage>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <PageHead
      pathname={location.pathname}
      title={ORGANIZATION_TITLE}
      description="The projects of the webpack organisation: the bundler, its loaders, plugins and tools, with downloads, activity and maintainers."
    />
  );
}

export const query = graphql`
  query OrganizationPage {
    allEcosystemProject(sort: { position: ASC }) {
      nodes {
        repo
        npm
        description
        maintainer
      }
    }
  }
`;
