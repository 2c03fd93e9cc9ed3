/** What the box is called and how its parts are found: shared with the page's preview of it, which loads none of the box's code. */
export const SEARCH_LABEL = 'Search the documentation';
export const searchInputId = (id: string): string => `${id}-input`;
export const searchListboxId = (id: string): string => `${id}-listbox`;

/** The top bar's box. */
export const SITE_SEARCH = { id: 'site-search', placeholder: 'Search this site...' } as const;
