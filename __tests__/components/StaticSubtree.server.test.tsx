/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { StaticSubtree } from '../../src/components/StaticContent';

test('the build renders the children, so the served page has them', () => {
  expect(
    renderToString(
      <StaticSubtree>
        <table>
          <tbody>
            <tr>
              <td>
                <a href="/configuration/output/">output entries</a>
              </td>
            </tr>
          </tbody>
        </table>
      </StaticSubtree>,
    ),
  ).toBe('<div><table><tbody><tr><td><a href="/configuration/output/">output entries</a></td></tr></tbody></table></div>');
});
