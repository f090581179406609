/**
 * The feed's fictional competitors, per sport: invented places and names, none of them a real club, team or player.
 * Their strengths are not here: each merchant's programme rates them from its own seed (schedule.ts teamStrength).
 */
import type { Sport } from './types'

const PLACES = [
  'Velmora', 'Quillbrook', 'Marrowgate', 'Thistlewick', 'Orrindale', 'Brackenmoor', 'Saltmere', 'Duskhaven', 'Emberford', 'Wrenholt',
  'Glimmerby', 'Coldharrow', 'Fernhallow', 'Ravelstone', 'Amberwyck', 'Lynmarsh', 'Kestreloft', 'Oakhollow', 'Stormcliffe', 'Harrowmere',
]

const FOOTBALL_SUFFIXES = ['Athletic', 'United', 'Rovers', 'Town', 'FC', 'City', 'Albion', 'Wanderers', 'Rangers', 'Harriers']
const BASKETBALL_NICKNAMES = ['Comets', 'Lanterns', 'Foxes', 'Tides', 'Blaze', 'Herons', 'Owls', 'Giants', 'Bison', 'Otters', 'Gulls', 'Kites', 'Stags', 'Hornets', 'Pilots', 'Moths']
const CRICKET_NICKNAMES = ['Strikers', 'Falcons', 'Chargers', 'Cavaliers', 'Royals', 'Daredevils', 'Gladiators', 'Mavericks', 'Outlaws', 'Blasters', 'Lancers', 'Thunder']

export const TEAMS: Readonly<Record<Sport, readonly string[]>> = {
  football: PLACES.map((place, i) => `${place} ${FOOTBALL_SUFFIXES[i % FOOTBALL_SUFFIXES.length]}`),
  basketball: BASKETBALL_NICKNAMES.map((nickname, i) => `${PLACES[(i * 7) % PLACES.length]} ${nickname}`),
  tennis: [
    'Oren Valcourt', 'Saskia Morrow-Lind', 'Teodor Ivanel', 'Amaya Retzinger', 'Jonas Pellworth', 'Lucia Marvane', 'Kasper Ondrejov', 'Nell Ashgrove',
    'Rafe Tollemar', 'Ines Caradoc', 'Bastian Heyrow', 'Mireille Osterhout', 'Davor Kellin', 'Yara Quintavel', 'Emeric Thalberg', 'Tove Brannick',
    'Casimir Oyelade-Vance', 'Nadia Kestrova', 'Ilsa Vantorre', 'Mirek Aldanov',
  ],
  cricket: CRICKET_NICKNAMES.map((nickname, i) => `${PLACES[(i * 3 + 1) % PLACES.length]} ${nickname}`),
  moba: ['Quartzfall', 'Nimbus Forge', 'Hollow Signal', 'Crimson Lattice', 'Gravelock', 'Vesper Tide', 'Ironpetal', 'Starling Nine', 'Obsidian Choir', 'Lumen Drift', 'Paper Kraken', 'Ninefold'],
  shooter: ['Static Heron', 'Brass Owls', 'Kilowatt Saints', 'Frostline', 'Copperjaw', 'Night Cartography', 'Halfmoon Unit', 'Velvet Recoil', 'Rookery Five', 'Sable Arc', 'Tin Lions', 'Echo Quarry'],
}
