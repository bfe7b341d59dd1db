// The page's entry point. The views of the tutor grow from <tutor-app>.
import './ui/styles.css';
import './ui/tutor-app.ts';
