const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);

/**
 * Static pages are HTML written by the shop; still, nothing in them may run script: drops
 * <script> elements, every on* handler attribute and javascript: URLs. Parsed in an inert
 * <template>, so nothing loads or runs while cleaning. SEC-12: <style> elements and style
 * attributes go too: the CSP refuses inline styles, so they would only report violations.
 */
export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('script, style')) el.remove();
  for (const el of template.content.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL scheme ("java\tscript:").
      const scheme = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'style' || (URL_ATTRIBUTES.has(name) && scheme.startsWith('javascript:'))) el.removeAttribute(attr.name);
    }
  }
  return template.innerHTML;
}
