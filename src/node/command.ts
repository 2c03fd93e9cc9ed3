/** True under `gatsby develop`, which Gatsby announces in this variable (set before any hook runs). */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';
