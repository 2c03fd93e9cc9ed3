import type { Contact } from './types';

const NAME_EMAIL = /^\s*([^<]*?)\s*<([^<>\s]*)>\s*$/;

/** "Jane Doe <jane@example.com>" → its parts; text without an address is all name. */
export function parseContact(text: string): Contact {
  const match = NAME_EMAIL.exec(text);
  if (!match) return { name: text.trim(), email: null };
  return { name: match[1], email: match[2] || null };
}

/** The form `git check-mailmap` takes and prints. */
export function formatContact(contact: Contact): string {
  return contact.email === null ? contact.name : `${contact.name} <${contact.email}>`.trimStart();
}
