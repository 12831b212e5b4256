// Bundle entry of the bridge role.
export { runBridge } from './main.js';
