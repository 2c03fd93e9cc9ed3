import * as React from 'react';

const gatsby = jest.requireActual('gatsby');

/** Link renders a plain anchor in tests; queries are stubs. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _a, partiallyActive: _p, ...rest }: { to: string; activeClassName?: string; partiallyActive?: boolean }) =>
    React.createElement('a', { ...rest, href: to }),
  ),
  useStaticQuery: jest.fn(),
};
