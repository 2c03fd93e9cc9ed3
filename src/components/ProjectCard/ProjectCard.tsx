import * as React from 'react';
import { BADGE_HEIGHT, MAINTAINER_NEEDED_URL, projectBadges, type EcosystemProject } from '../../lib/ecosystem';
import { GitHubUser } from '../GitHubUser';
import { SmartLink } from '../SmartLink';
import * as styles from './ProjectCard.module.css';

export const MAINTAINER_AVATAR_SIZE = 40;

/** One project of the Organization page: repository, description, badge groups and maintainer. */
export function ProjectCard({ project }: { readonly project: EcosystemProject }) {
  const titleId = `project-${project.repo.replace(/[^a-z\d]+/gi, '-').toLowerCase()}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <SmartLink href={`https://github.com/${project.repo}`}>{project.repo}</SmartLink>
      </h2>
      <p className={styles.description}>{project.description}</p>
      {projectBadges(project).map((group) => (
        <div key={group.title} className={styles.group}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <p className={styles.badges}>
            {group.badges.map((badge) => (
              <img
                key={badge.src}
                src={badge.src}
                alt={badge.alt}
                width={badge.width}
                height={BADGE_HEIGHT}
                loading="lazy"
                decoding="async"
                className={styles.badge}
                style={{ width: `${badge.width}px`, height: `${BADGE_HEIGHT}px` }}
              />
            ))}
          </p>
        </div>
      ))}
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Maintainers</h3>
        {project.maintainer ? (
          <GitHubUser handle={project.maintainer} size={MAINTAINER_AVATAR_SIZE} />
        ) : (
          <SmartLink href={MAINTAINER_NEEDED_URL}>Maintainer needed...</SmartLink>
        )}
      </div>
    </article>
  );
}
