/**
 * The ships of the shipping news (issue 51): the liners of the emigrant trade by the years they
 * sailed, the sailing ships before them, and how long a crossing and its news took in each era.
 */
import type { Rng } from './random.ts'

/** The ports of arrival (PORTS indices): New York, Philadelphia, Baltimore, Buenos Aires. */
const NEW_YORK = 4
const PHILADELPHIA = 5
const BALTIMORE = 6
const BUENOS_AIRES = 7
/** Where a sailing ship of the years before the liners may have gone: any port of arrival. */
export const SAILING_CALLS: readonly number[] = [NEW_YORK, PHILADELPHIA, BALTIMORE, BUENOS_AIRES]

/**
 * The liners of the emigrant trade, each with its line, home port (PORTS index), the ports it sailed to
 * (`calls`) and the years it sailed [from, to). Each line calls only where it ran a service (issue 51,
 * ninth reading: not the Holland-America Line at Baltimore): the Red Star Line sailed Antwerp–New York
 * and, in the 1870s–90s, Antwerp–Philadelphia with its first ships; the French Line Le Havre–New York; the
 * Lloyd's express steamers Bremen–New York (its Baltimore and River Plate services had other ships); the
 * Holland-America Line Rotterdam–New York.
 */
export const LINERS: readonly { ship: string; line: string; port: number; calls: readonly number[]; from: number; to: number }[] = [
  ...['Rhynland:1879:1906', 'Westernland:1884:1901', 'Noordland:1884:1908'].map((entry) => liner(entry, 'Red Star Line', 0, [NEW_YORK, PHILADELPHIA])),
  ...['Vaderland:1900:1914', 'Zeeland:1901:1914', 'Finland:1902:1914', 'Kroonland:1902:1914', 'Lapland:1909:1932', 'Belgenland:1923:1933'].map((entry) => liner(entry, 'Red Star Line', 0, [NEW_YORK])),
  ...['La Champagne:1886:1905', 'La Bretagne:1886:1912', 'La Gascogne:1886:1912', 'La Touraine:1891:1922', 'La Lorraine:1900:1922', 'La Savoie:1901:1927', 'France:1912:1932', 'Paris:1921:1939'].map((entry) => liner(entry, 'Compagnie Générale Transatlantique', 1, [NEW_YORK])),
  ...['Main:1868:1891', 'Elbe:1881:1895', 'Kaiser Wilhelm der Große:1897:1914', 'Kronprinz Wilhelm:1901:1914', 'Columbus:1924:1939', 'Bremen:1929:1939', 'Europa:1930:1939'].map((entry) => liner(entry, 'Norddeutscher Lloyd', 2, [NEW_YORK])),
  ...['Amsterdam:1880:1889', 'Rotterdam:1886:1940', 'Statendam:1898:1940', 'Noordam:1902:1928', 'Nieuw Amsterdam:1906:1932', 'Veendam:1923:1940', 'Ryndam:1951:1972', 'Maasdam:1952:1968', 'Statendam:1957:1973'].map((entry) => liner(entry, 'Holland-Amerika-Linie', 3, [NEW_YORK])),
  // The line's ships back in the Atlantic service after the war (Veendam, Nieuw Amsterdam of 1938) or new (Westerdam, 1946): no sailing ship in 1946–50.
  ...['Westerdam:1946:1965', 'Veendam:1947:1953', 'Nieuw Amsterdam:1947:1972'].map((entry) => liner(entry, 'Holland-Amerika-Linie', 3, [NEW_YORK])),
]

function liner(entry: string, line: string, port: number, calls: readonly number[]) {
  const [ship = '', from = '0', to = '0'] = entry.split(':')
  return { ship, line, port, calls, from: Number(from), to: Number(to) }
}

export const SAILING_SHIPS = ['Helvetia', 'Germania', 'Antverpia', 'Providence', 'Concordia', 'Hermine']

/**
 * Days from a ship's sailing to the paper that printed its arrival (issue 51, sixth reading: not a
 * sailing ship at Buenos Aires ten days out of Antwerp). Under sail the crossing took some 35–50 days
 * to North America and 50–70 to the River Plate, and the news came back by the next ship (no cable
 * before 1866): two weeks from New York, four from Buenos Aires. A steamer crossed to New York in
 * 10–13 days in the 1870s–80s, 7–10 about 1900 and 6–9 later, to Buenos Aires in about three weeks,
 * and the cable brought the news in days.
 */
export function daysOut(rng: Rng, sail: boolean, plate: boolean, year: number): { crossing: number; news: number } {
  if (sail) return plate ? { crossing: rng.int(50, 70), news: rng.int(25, 35) } : { crossing: rng.int(35, 50), news: rng.int(12, 18) }
  if (plate) return { crossing: rng.int(20, 26), news: rng.int(2, 5) }
  return { crossing: year < 1895 ? rng.int(10, 13) : year < 1925 ? rng.int(7, 10) : rng.int(6, 9), news: rng.int(2, 5) }
}
