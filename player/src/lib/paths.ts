/** The player's path builders: its own group of the shared ones, without the back office's. */
export { playerApi as api } from '@quiz/shared/paths/player';
