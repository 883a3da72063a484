import { redirect } from "react-router";

/** Old links to the original home screen keep working without a second, ungated copy. */
export function loader() {
  return redirect("/businesses", 308);
}
