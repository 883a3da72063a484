import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default: on a busy 2-core CI machine a lazy chunk or a
// Radix portal can take longer than that to appear, which is slowness, not a failure.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => cleanup());
