// Texts of the agreements area of the console.
export default {
  menu: '协议'
}
