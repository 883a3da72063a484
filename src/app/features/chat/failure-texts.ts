import type { ApiError } from "../../lib/api.ts";

/*
 * The failure texts of public-site.md §8, with the site's own phone and e-mail filled in.
 */

export const VOICE_UNSUPPORTED_HOME = "Voice recognition is not supported in this browser. Please use Chrome or Edge.";
export const VOICE_UNSUPPORTED_PERSONA =
  "Voice recognition is not supported in this browser. Please try using Chrome or Safari.";

export const voiceErrorToast = {
  title: "Voice Error",
  description: "Aurora's voice is temporarily unavailable. Text responses still work!",
  destructive: true,
};

export const connectionErrorToast = (phone: string) => ({
  title: "Connection Error",
  description: `Aurora is having trouble responding. Please try again or call ${phone}.`,
  destructive: true,
});

/** The AI twin's bubble when a reply fails. */
export const twinFailure = (phone: string) =>
  `Sorry, I'm having trouble connecting right now. Please try again or contact me directly at ${phone}.`;

/** Aurora and Max: the server's sentence for a refused message, else the fallbacks. */
export const salesFailure = (email: string) => (err: ApiError) =>
  err.status === 0
    ? `I apologize, but I'm experiencing technical difficulties. Please try again or contact our team directly at ${email}.`
    : (err.sentence ?? "Sorry, I encountered an error. Please try again.");
