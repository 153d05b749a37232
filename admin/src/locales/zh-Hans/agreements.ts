// Texts of the agreements area of the console.
export default {
  menu: '协议',
  title: '协议管理',
  createTitle: '新建购买协议',
  editTitle: '编辑协议',
  detailTitle: '协议详情',
  kinds: { user: '用户协议', privacy: '隐私政策', goods: '购买协议' },
  fields: { id: '编号', kind: '类型', slug: '标识', title: '协议标题', content: '协议内容', version: '版本', updatedAt: '更新时间' },
  versionLabel: '第 {{version}} 版',
  hints: {
    tags: '支持 h2–h4、p、ul/ol/li、strong、em、b、i、u、br、hr、blockquote（不带属性）；其他标签会原样显示为文字',
    content: '保存后生成新版本，App 立即显示新内容；旧版本保留在版本记录中。',
    create: '新建的购买协议可在商品的“购买协议”中选择。'
  },
  versions: { title: '版本记录', editor: '修改人', createdAt: '保存时间', system: '系统初始', view: '查看内容' },
  csvName: '协议'
}
