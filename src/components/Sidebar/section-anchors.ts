import { fetchJson } from '../../lib/fetch-ok';
import { isSectionAnchors, sectionAnchorsUrl, type SectionAnchors } from '../../lib/sidebar';

const loads = new Map<string, Promise<SectionAnchors>>();

/** A section's anchors file, fetched once for all its items; a failed fetch is not kept, so the next attempt asks again. */
export function loadSectionAnchors(section: string): Promise<SectionAnchors> {
  const known = loads.get(section);
  if (known) return known;
  const url = sectionAnchorsUrl(section);
  const load = fetchJson<unknown>(url).then((data) => {
    if (!isSectionAnchors(data)) throw new Error(`${url} does not hold the expected data`);
    return data;
  });
  load.catch(() => loads.delete(section));
  loads.set(section, load);
  return load;
}
