/**
 * Alphabets of a topic the idea names (issue 14: "Animals of the ocean" printed ant, bear, camel; fruit is a theme: alphabet-themes.ts):
 * "letter word… icon", the icon drawn being the word printed. A letter with nothing of the topic that
 * the icons draw keeps its everyday or animal word (alphabet-words.ts).
 */
export const TOPICS: { idea: RegExp; en: string; fr: string }[] = [
  {
    // The sea: its animals first, then what is found by it (an anchor, an island, a wave, a yacht).
    idea: /(?<!\p{L})(oceans?|seas?|underwater|sea ?side|océans?|mers?|marins?|sous-marins?|plage|beach)(?!\p{L})/iu,
    en: 'A anchor anchor|B blowfish blowfish|C crab crab|D dolphin dolphin|F fish fish|H harbour seal seal|I island desert-island|J jellyfish jellyfish|K kayak canoe|L lobster lobster|N nautilus spiral-shell|O octopus octopus|P penguin penguin|R reef coral|S shark shark|T turtle turtle|U umbrella umbrella-on-ground|W whale spouting-whale|X x-ray fish tropical-fish|Y yacht sailboat',
    fr: 'A ancre anchor|B baleine spouting-whale|C crabe crab|D dauphin dolphin|H hippocampe seahorse|I île desert-island|K kayak canoe|L loutre otter|M méduse jellyfish|N nautile spiral-shell|O otarie seal|P pieuvre octopus|R requin shark|S seiche squid|T tortue turtle|V vague water-wave|Y yacht sailboat',
  },
];
