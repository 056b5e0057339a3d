export { dailyFigures, loadDashboard } from './dashboard.ts';
export { dashboardAnswer } from './presenters.ts';
