import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { splitByRank, SPONSORS_JSON, type SponsorsFile } from '../../lib/sponsors';
import { isDbProject, STARTER_KITS_JSON, toStarterKits, type DbProject } from '../../lib/starter-kits';

/** Written next to the pages, so the browser fetches them only when a reader gets to the lists. */
function writePublicJson(urlPath: string, data: unknown): void {
  const file = path.join(path.resolve('public'), urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}

async function querySponsors({ graphql, reporter }: CreatePagesArgs): Promise<SponsorsFile> {
  const result = await graphql<{ sponsorList: SponsorsFile | null }>(`
    query SponsorsForStaticData {
      sponsorList {
        note
        members {
          name
          slug
          website
          avatar
          tier
          totalAmount
          monthlyAmount
          createdAt
        }
      }
    }
  `);
  if (result.errors) reporter.panicOnBuild('Could not query the sponsors', result.errors as Error[] | undefined);
  return result.data?.sponsorList ?? { note: null, members: [] };
}

/** The webpack-tagged starter projects of the javascriptstuff-db package (installed, never downloaded). */
function readStarterProjects(): DbProject[] {
  // Resolved from the site root: gatsby-node is bundled, and its own require.resolve is not kept.
  const resolve = createRequire(path.resolve('package.json')).resolve;
  const db: unknown = JSON.parse(fs.readFileSync(resolve('javascriptstuff-db/react-starter-projects.json'), 'utf8'));
  const projects = (db as { projects?: unknown }).projects;
  if (!Array.isArray(projects)) throw new Error('javascriptstuff-db/react-starter-projects.json has no "projects" list');
  return projects.filter(isDbProject);
}

export async function writeStaticData(args: CreatePagesArgs): Promise<void> {
  writePublicJson(SPONSORS_JSON, splitByRank(await querySponsors(args)));
  const kits = toStarterKits(readStarterProjects());
  writePublicJson(STARTER_KITS_JSON, kits);
  args.reporter.info(`Static data: ${SPONSORS_JSON}, ${STARTER_KITS_JSON} (${kits.length} starter kits)`);
}
