import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder while this screen is being built (issue 14). */
export const PropertyPhotosScreen = () => <NotBuiltPage name="PropertyPhotosScreen" />;
