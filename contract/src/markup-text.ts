// Its own module: the product schema reaches public pages, the rich-text policy need not.
/**
 * Whether markup shows any text once its tags are gone (an emptied editor still sends
 * `<p><br></p>`): what `html.replace(/<[^>]*>/g, '')` would leave, non-blank, `&nbsp;` counting as
 * a space. Written as one pass over the input: that pattern retries at every unclosed `<`, which
 * takes quadratic time (seconds on 64,000 `<`, issue 17). An unclosed `<` stays text, as there.
 */
export function markupHasText(html: string): boolean {
  const text: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) {
      text.push(html.slice(index));
      break;
    }
    text.push(html.slice(index, open));
    index = close + 1;
  }
  return text.join('').replaceAll('&nbsp;', ' ').trim().length > 0;
}
