import { NotBuiltPage } from '../../../components/not-built-page';

/** Being built (issue 17). */
export const DesignSystemScreen = () => <NotBuiltPage name="Design system" />;
