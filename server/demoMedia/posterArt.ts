/**
 * The demo shop's posters, drawn as SVG: a gradient, a few shapes per motif, no text (a poster
 * has to work in four languages, so the words stay in the page and the alt text). Pure: the same
 * design always gives the same SVG, which is what the file names' hashes are made of.
 */

/** The posters' shape: 3:2, drawn at the widest file's size. */
export const POSTER_WIDTH = 1440;
export const POSTER_HEIGHT = 960;

type Motif =
  | 'orchestra'
  | 'strings'
  | 'jazz'
  | 'opera'
  | 'masks'
  | 'backstage'
  | 'circus'
  | 'juggling'
  | 'fireworks'
  | 'gift'
  | 'concertGift'
  | 'lake';

export interface PosterDesign {
  motif: Motif;
  /** gradient from, gradient to, then the shapes' colours */
  palette: readonly [string, string, string, string, string];
}

/** One poster per event of the demo shop, and for the articles that stand on their own. */
export const POSTERS = {
  'sinfonie-winter': {
    motif: 'orchestra',
    palette: ['#0b2545', '#13315c', '#8da9c4', '#eef4ed', '#f4d35e'],
  },
  kammermusik: {
    motif: 'strings',
    palette: ['#3d1f1a', '#7f4f24', '#d4a373', '#fefae0', '#a44a3f'],
  },
  'jazz-nacht': { motif: 'jazz', palette: ['#10002b', '#3c096c', '#ff9e00', '#e0aaff', '#ffd60a'] },
  zauberfloete: {
    motif: 'opera',
    palette: ['#031d44', '#04395e', '#fcd581', '#dab6fc', '#fff1d0'],
  },
  improtheater: {
    motif: 'masks',
    palette: ['#6a040f', '#d00000', '#ffba08', '#faf3dd', '#370617'],
  },
  fuehrung: {
    motif: 'backstage',
    palette: ['#1b1b1e', '#373f51', '#fff3b0', '#d8dbe2', '#a9bcd0'],
  },
  kinderzirkus: {
    motif: 'circus',
    palette: ['#8ecae6', '#219ebc', '#e63946', '#f1faee', '#ffb703'],
  },
  'zirkus-workshop': {
    motif: 'juggling',
    palette: ['#fefae0', '#ffd6a5', '#e76f51', '#2a9d8f', '#264653'],
  },
  silvestergala: {
    motif: 'fireworks',
    palette: ['#03045e', '#240046', '#ffd60a', '#ff006e', '#8ecae6'],
  },
  geschenkgutschein: {
    motif: 'gift',
    palette: ['#f8edeb', '#fcd5ce', '#9d0208', '#ffffff', '#e5989b'],
  },
  konzertgutschein: {
    motif: 'concertGift',
    palette: ['#264653', '#2a9d8f', '#e9c46a', '#f4f1de', '#e76f51'],
  },
  'konzert-hotel': {
    motif: 'lake',
    palette: ['#ffcdb2', '#b5838d', '#355070', '#f8f9fa', '#6d597a'],
  },
} as const satisfies Record<string, PosterDesign>;

export type PosterId = keyof typeof POSTERS;

export const POSTER_IDS = Object.keys(POSTERS) as PosterId[];

const W = POSTER_WIDTH;
const H = POSTER_HEIGHT;

/** `count` values from `from` in steps of `step`. */
const steps = (count: number, from: number, step: number) =>
  Array.from({ length: count }, (_, i) => from + i * step);

const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`;

/**
 * A crescent moon: a disc with a second, shifted disc cut out of it (a mask, so the sky's
 * gradient shows through the cut, never a flat disc of another blue).
 */
const crescent = (id: string, cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<mask id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>` +
  `<circle cx="${cx + r * 0.4}" cy="${cy - r * 0.25}" r="${r * 0.92}" fill="#000"/></mask>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}" mask="url(#${id})"/>`;

const MOTIFS: Record<Motif, (c: PosterDesign['palette']) => string> = {
  // arcs of a concert hall's rows and the raised bows of the strings
  orchestra: ([, , a, b, d]) =>
    steps(6, 180, 110)
      .map(
        (r) =>
          `<path d="M${W / 2 - r} ${H} A${r} ${r} 0 0 1 ${W / 2 + r} ${H}" fill="none" stroke="${a}" stroke-width="18" opacity="0.55"/>`,
      )
      .join('') +
    steps(9, 260, 115)
      .map(
        (x, i) =>
          `<line x1="${x}" y1="${520 - (i % 3) * 60}" x2="${x + 140}" y2="${220 + (i % 2) * 50}" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`,
      )
      .join('') +
    circle(1180, 180, 70, d, 0.9),
  // four strings and the f-holes of a cello
  strings: ([, , a, b, d]) =>
    `<ellipse cx="${W / 2}" cy="560" rx="330" ry="380" fill="${a}" opacity="0.85"/>` +
    `<ellipse cx="${W / 2}" cy="300" rx="230" ry="200" fill="${a}"/>` +
    steps(4, W / 2 - 45, 30)
      .map((x) => `<line x1="${x}" y1="40" x2="${x}" y2="${H}" stroke="${b}" stroke-width="5"/>`)
      .join('') +
    `<path d="M${W / 2 - 170} 460 q-40 90 0 180" stroke="${d}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M${W / 2 + 170} 460 q40 90 0 180" stroke="${d}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  // a moon, a spotlight and notes drifting up
  jazz: ([, , a, b, d]) =>
    crescent('moon', 1120, 220, 140, d, 0.9) +
    `<polygon points="200,0 420,0 760,${H} -140,${H}" fill="${b}" opacity="0.18"/>` +
    steps(7, 180, 170)
      .map(
        (x, i) =>
          circle(x, 760 - i * 80, 36, a) +
          `<rect x="${x + 28}" y="${620 - i * 80}" width="10" height="140" fill="${a}"/>`,
      )
      .join(''),
  // a starry night sky over a temple's columns
  opera: ([, , a, b, d]) =>
    steps(24, 40, 60)
      .map((x, i) => circle(x, 60 + ((i * 137) % 380), 4 + (i % 4) * 3, d, 0.85))
      .join('') +
    crescent('moon', 1160, 200, 110, a) +
    `<polygon points="360,560 720,380 1080,560" fill="${b}"/>` +
    steps(6, 400, 128)
      .map(
        (x) => `<rect x="${x}" y="580" width="52" height="300" rx="10" fill="${b}" opacity="0.9"/>`,
      )
      .join('') +
    `<rect x="330" y="880" width="780" height="40" fill="${b}"/>`,
  // two masks side by side, one smiling, one not
  masks: ([, , a, b, d]) =>
    `<ellipse cx="540" cy="470" rx="230" ry="290" fill="${b}" transform="rotate(-12 540 470)"/>` +
    `<ellipse cx="900" cy="500" rx="230" ry="290" fill="${a}" transform="rotate(12 900 500)"/>` +
    `<ellipse cx="460" cy="410" rx="48" ry="30" fill="${d}"/><ellipse cx="620" cy="390" rx="48" ry="30" fill="${d}"/>` +
    `<path d="M440 560 Q540 660 660 540" stroke="${d}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="820" cy="430" rx="48" ry="30" fill="${d}"/><ellipse cx="980" cy="450" rx="48" ry="30" fill="${d}"/>` +
    `<path d="M800 650 Q900 560 1010 660" stroke="${d}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  // ropes, a curtain's edge and a spotlight on an empty stage
  backstage: ([, , a, b, d]) =>
    `<polygon points="700,0 800,0 1180,${H} 320,${H}" fill="${a}" opacity="0.35"/>` +
    `<ellipse cx="750" cy="${H - 60}" rx="430" ry="60" fill="${a}" opacity="0.5"/>` +
    steps(8, 60, 36)
      .map(
        (x) =>
          `<line x1="${x}" y1="0" x2="${x + 10}" y2="${H}" stroke="${b}" stroke-width="6" opacity="0.6"/>`,
      )
      .join('') +
    steps(5, 1200, 50)
      .map((x) => `<rect x="${x}" y="0" width="30" height="${H}" fill="${d}" opacity="0.4"/>`)
      .join(''),
  // a striped circus tent with a pennant
  circus: ([, , a, b, d]) =>
    `<polygon points="720,170 1160,560 280,560" fill="${a}"/>` +
    steps(4, 0, 1)
      .map(
        (i) => `<polygon points="720,170 ${390 + i * 220},560 ${500 + i * 220},560" fill="${b}"/>`,
      )
      .join('') +
    `<rect x="330" y="560" width="780" height="320" fill="${b}"/>` +
    steps(5, 330, 160)
      .map((x) => `<rect x="${x}" y="560" width="80" height="320" fill="${a}"/>`)
      .join('') +
    `<path d="M640 880 v-180 a80 80 0 0 1 160 0 v180z" fill="#023047"/>` +
    `<line x1="720" y1="170" x2="720" y2="70" stroke="#023047" stroke-width="8"/>` +
    `<polygon points="720,70 820,95 720,120" fill="${d}"/>`,
  // juggling balls in an arc over two hands
  juggling: ([, , a, b, d]) =>
    `<path d="M300 760 Q720 -40 1140 760" stroke="${d}" stroke-width="6" stroke-dasharray="18 22" fill="none" opacity="0.5"/>` +
    circle(420, 430, 70, a) +
    circle(720, 230, 70, b) +
    circle(1020, 430, 70, d) +
    circle(560, 300, 45, b, 0.8) +
    circle(880, 300, 45, a, 0.8) +
    `<ellipse cx="360" cy="800" rx="120" ry="60" fill="${a}" opacity="0.7"/>` +
    `<ellipse cx="1080" cy="800" rx="120" ry="60" fill="${a}" opacity="0.7"/>`,
  // three bursts of fireworks over a skyline
  fireworks: ([, , a, b, d]) =>
    (
      [
        [380, 300, a],
        [800, 220, b],
        [1120, 380, d],
      ] as const
    )
      .map(([cx, cy, colour]) =>
        steps(16, 0, 22.5)
          .map((deg) => {
            const rad = (deg * Math.PI) / 180;
            const x = Math.round(cx + Math.cos(rad) * 170);
            const y = Math.round(cy + Math.sin(rad) * 170);
            return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>${circle(x, y, 12, colour)}`;
          })
          .join(''),
      )
      .join('') +
    steps(12, 0, 120)
      .map(
        (x, i) =>
          `<rect x="${x}" y="${760 - (i % 4) * 50}" width="110" height="${200 + (i % 4) * 50}" fill="#000814"/>`,
      )
      .join(''),
  // a wrapped present with a ribbon and bow
  gift: ([, , a, b, d]) =>
    `<rect x="420" y="400" width="600" height="440" rx="24" fill="${a}"/>` +
    `<rect x="390" y="320" width="660" height="120" rx="20" fill="${a}"/>` +
    `<rect x="690" y="320" width="60" height="520" fill="${b}"/>` +
    `<rect x="390" y="360" width="660" height="40" fill="${b}" opacity="0.9"/>` +
    `<ellipse cx="640" cy="270" rx="110" ry="60" fill="${d}" transform="rotate(-20 640 270)"/>` +
    `<ellipse cx="800" cy="270" rx="110" ry="60" fill="${d}" transform="rotate(20 800 270)"/>` +
    circle(720, 300, 40, b),
  // two tickets, overlapping, with punched edges
  concertGift: ([, , a, b, d]) =>
    `<g transform="rotate(-10 620 480)"><rect x="300" y="330" width="640" height="300" rx="28" fill="${a}"/>${circle(300, 480, 50, '#2a9d8f')}${circle(940, 480, 50, '#2a9d8f')}<line x1="780" y1="350" x2="780" y2="610" stroke="${b}" stroke-width="8" stroke-dasharray="16 14"/></g>` +
    `<g transform="rotate(8 820 520)"><rect x="500" y="380" width="640" height="300" rx="28" fill="${b}"/>${circle(500, 530, 50, '#2a9d8f')}${circle(1140, 530, 50, '#2a9d8f')}<line x1="980" y1="400" x2="980" y2="660" stroke="${d}" stroke-width="8" stroke-dasharray="16 14"/>${circle(740, 530, 70, d)}</g>`,
  // mountains mirrored in a lake at dusk, a house on the shore
  lake: ([, , a, b, d]) =>
    circle(1040, 300, 110, b, 0.85) +
    `<polygon points="0,560 260,260 520,560" fill="${d}"/><polygon points="360,560 700,200 1040,560" fill="${a}"/><polygon points="860,560 1160,320 1440,560" fill="${d}"/>` +
    `<rect x="0" y="560" width="${W}" height="${H - 560}" fill="${a}" opacity="0.75"/>` +
    `<polygon points="0,560 260,820 520,560" fill="${d}" opacity="0.35"/><polygon points="360,560 700,900 1040,560" fill="${b}" opacity="0.25"/>` +
    `<rect x="180" y="470" width="150" height="90" fill="${b}"/><polygon points="160,470 255,410 350,470" fill="${d}"/>` +
    steps(6, 200, 190)
      .map(
        (x, i) =>
          `<line x1="${x}" y1="${640 + i * 40}" x2="${x + 120}" y2="${640 + i * 40}" stroke="${b}" stroke-width="4" opacity="0.6"/>`,
      )
      .join(''),
};

/** The SVG of a poster: a diagonal gradient, then its motif. */
export function posterSvg(design: PosterDesign): string {
  const [from, to] = design.palette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    MOTIFS[design.motif](design.palette) +
    `</svg>`
  );
}
