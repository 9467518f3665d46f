/** What the shell's home page loads from this area (package exports map `*.ts` files only). */
export { loadHomeNotices } from './home-notices';
