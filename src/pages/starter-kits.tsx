import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/PageHead';
import { SmartLink } from '../components/SmartLink';
import { StarterKitsTable } from '../components/StarterKitsTable';
import { STARTER_KITS_DATA_FILE, STARTER_KITS_REPOSITORY } from '../lib/starter-kits';
import { StandalonePage } from '../components/StandalonePage';

export const STARTER_KITS_TITLE = 'Starter Kits';

export default function StarterKitsPage() {
  return (
    <StandalonePage
      title={STARTER_KITS_TITLE}
      intro={
        <>
          Community starter projects that build with webpack, a place to see how others combine it with a framework, a test runner or a styling setup. The list
          comes from the <SmartLink href={STARTER_KITS_REPOSITORY}>javascriptstuff-db repository</SmartLink>: to add a kit, open a pull request there against{' '}
          <code>{STARTER_KITS_DATA_FILE}</code>.
        </>
      }
    >
      <aside className="aside aside-warning" aria-label="Warning">
        <span className="aside-title">Warning</span>
        <p>
          Treat these boilerplates as proofs of concept for learning how a setup can work, and make sure you understand what they do before you build on one.
          None of them is officially supported by webpack: if you run into a problem with a kit, report it to the maintainers of its repository.
        </p>
      </aside>
      <StarterKitsTable />
    </StandalonePage>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <PageHead
      pathname={location.pathname}
      title={STARTER_KITS_TITLE}
      description="Community starter projects that build with webpack, listed with their maintainers and tags."
    />
  );
}
