export { GettingStartedPanel } from './components/getting-started-panel';
