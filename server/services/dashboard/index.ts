export { type DayFigures, dailyFigures, loadDashboard } from './dashboard.ts';
