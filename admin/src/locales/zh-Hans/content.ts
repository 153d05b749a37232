// Texts of the content area of the console.
export default {
  menu: '内容'
}
