import { redirect } from "react-router";

const TARGET = "/businesses";

/** Old links to the original home screen keep working without a second, ungated copy. */
export function loader() {
  return redirect(TARGET, 308);
}

/** In-app navigations redirect in the browser instead of asking the server for the same answer. */
export function clientLoader() {
  return redirect(TARGET);
}
