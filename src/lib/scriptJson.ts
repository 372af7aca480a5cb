/**
 * JSON for inside a <script> element (the page's data block, the Event JSON-LD): every '<', '>'
 * and '&' written as a \u escape (JSON reads them back as the same characters), so no shop text
 * can close the element ('</script>') or open a comment ('<!--'), whether the element is built by
 * the DOM or its HTML is ever written out; U+2028 and U+2029 too, which old JavaScript parsers
 * took for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
