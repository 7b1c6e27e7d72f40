import { NotBuiltPage } from '../../../components/not-built-page';

/** Being built (issue 17). */
export const KnowledgeCentreScreen = () => <NotBuiltPage name="Knowledge centre" />;
