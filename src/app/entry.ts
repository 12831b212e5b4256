// Bundle entry of the application role (the TUI and everything it owns).
export { runApplication } from './main.js';
