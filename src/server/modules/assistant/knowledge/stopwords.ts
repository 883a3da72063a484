/** Words that carry no topic: ignored by the search index and by the typo corrector. */
export const STOPWORDS = new Set(
  (
    "a an and are as at be been being but by can could did do does doing for from had has have having he her " +
    "here hers him his how i if in into is it its itself just me might more most my no nor not of off on once " +
    "only or other our ours out over own same she should so some such than that the their theirs them then " +
    "there these they this those through to too under until up very was we were what when where which while " +
    "who whom why will with would you your yours yourself please tell know want like about get got also any " +
    "much many really thing things something anything stuff guys guy someone anyone business businesses ai there's it's i'm i'd i'll you're what's that's hi hey hello thanks thank"
  ).split(" "),
);
