const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML or XML text and (quoted) attribute values. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` become \u escapes so no value can
 * close the script element or open a comment; U+2028 and U+2029 too, which older JavaScript parsers reject.
 */
export function serializeJsonLd(data: unknown): string {
  return escapeScriptJson(JSON.stringify(data));
}

/** JSON text made safe inside a `<script>` element the same way. */
export function escapeScriptJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
