import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // No modulepreload helper: its dependency lists and loader would sit in every page's eager
  // JavaScript; React Router already preloads each route's own chunks.
  build: { target: "es2022", modulePreload: false },
});
