/**
 * Query words shorter than this match only where a word starts, in the search and in its
 * highlighting alike: a lone "b", the first letter of almost every query, would otherwise match
 * nine datasets in ten by letters inside words, which reads as noise and costs the most work of
 * any keystroke.
 */
export const MIN_INNER_MATCH = 3;
