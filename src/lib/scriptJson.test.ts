import { jsonForScript } from './scriptJson';

describe('jsonForScript', () => {
  it('escapes what could end the script element or a line, and reads back as it was', () => {
    const value = { text: 'a</script><!-- b & c > d \u2028\u2029', list: ['<', 1, null] };
    const json = jsonForScript(value);
    expect(json).toBe(
      '{"text":"a\\u003c/script\\u003e\\u003c!-- b \\u0026 c \\u003e d \\u2028\\u2029","list":["\\u003c",1,null]}',
    );
    expect(JSON.parse(json)).toEqual(value);
  });
});
