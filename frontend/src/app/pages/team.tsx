import { TeamPage } from '@/features/info-pages/components/team-page';

export default TeamPage;
