export { ProjectCard, MAINTAINER_AVATAR_SIZE } from './ProjectCard';
