/** Escapes text for HTML or XML content and quoted attributes (numeric references are valid in both). */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
