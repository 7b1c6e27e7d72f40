import { NotBuiltPage } from '../../../components/not-built-page';

/** Being built (issue 17). */
export const ReleasesScreen = () => <NotBuiltPage name="Releases" />;
