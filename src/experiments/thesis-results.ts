/**
 * The thesis's results (§5, Tables 2–4): per algorithm, heuristic and depth,
 * the percentage of 100 games won and the mean time per game in seconds, on
 * the author's machine, with the thesis's code variant of the heuristics.
 */
import type { Algorithm2048 } from '../games/g2048/settings.ts';

type Row = [winPercent: number, seconds: number];
type Table = Record<'h1' | 'h2' | 'h3' | 'h4', Row[]>;

/** Index d-1 holds depth d (1–7). */
export const THESIS_RESULTS: Record<Exclude<Algorithm2048, 'expectiminimax'>, Table> = {
  alphabeta: {
    h1: [[0, 0.001794711], [0, 0.01560342], [51, 0.139458503], [40, 0.573280988], [62, 2.706512032], [69, 12.069926438], [73, 43.486167867]],
    h2: [[0, 0.001767663], [0, 0.014403909], [3, 0.10498618], [17, 0.447963035], [61, 2.292564486], [59, 9.381812238], [76, 34.973646577]],
    h3: [[0, 0.00100925], [0, 0.013722845], [7, 0.109398463], [35, 0.685844045], [32, 3.055214546], [56, 16.89068889], [59, 59.879851354]],
    h4: [[0, 0.001548159], [0, 0.012754492], [30, 0.133171757], [40, 0.513441004], [57, 2.689431297], [53, 11.029131179], [65, 48.601640667]],
  },
  minimax: {
    h1: [[0, 0.00190301], [0, 0.015617527], [51, 0.1881203765], [41, 1.255284443], [64, 8.8477722355], [65, 63.884055994], [75, 376.912523012]],
    h2: [[0, 0.00160323], [0, 0.014963952], [5, 0.137765874], [15, 0.932783362], [68, 7.471190727], [71, 50.547010795], [72, 295.228987382]],
    h3: [[0, 0.001080002], [0, 0.017641039], [5, 0.1457578025], [40, 1.285479457], [49, 8.98162815], [57, 65.250421968], [62, 393.458308591]],
    h4: [[0, 0.001565401], [0, 0.011273029], [29, 0.164911558], [38, 1.043750885], [54, 8.753824515], [62, 56.2765564], [66, 364.923192912]],
  },
  expectimax: {
    h1: [[0, 0.0056195], [0, 0.019205236], [56, 0.235435689], [84, 1.921496353], [87, 11.918400834], [94, 107.034087053], [97, 646.254418221]],
    h2: [[0, 0.00569638], [0, 0.018926718], [12, 0.185022204], [58, 1.508970255], [80, 10.242626022], [93, 90.854049336], [95, 645.943074468]],
    h3: [[0, 0.00338204], [0, 0.012725246], [10, 0.148787463], [54, 1.656921287], [57, 10.20525689], [78, 91.598982443], [87, 645.666991384]],
    h4: [[0, 0.00504987], [0, 0.014774837], [63, 0.224199239], [80, 1.569982214], [87, 11.049808607], [88, 83.185857268], [94, 586.569852]],
  },
};

/** The thesis's figure for a configuration, if it has one. */
/** Games behind each of the thesis's rows (chapter 5: 100 per configuration, unseeded). */
export const THESIS_GAMES = 100;

export function thesisResult(algo: Algorithm2048, heuristic: string, depth: number): { winPercent: number; seconds: number } | null {
  if (algo === 'expectiminimax') return null;
  const row = THESIS_RESULTS[algo]?.[heuristic as 'h1']?.[depth - 1];
  return row === undefined ? null : { winPercent: row[0], seconds: row[1] };
}
