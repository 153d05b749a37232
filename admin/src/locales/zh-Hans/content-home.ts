// Texts of the console's home content (area content): banners, notices and news.
export default {
  banners: {
    menu: '轮播图',
    title: '轮播图',
    createTitle: '新建轮播图',
    editTitle: '编辑轮播图',
    detailTitle: '轮播图详情',
    keywordPlaceholder: '标题或跳转目标',
    fields: {
      id: '编号', title: '标题', imageUrl: '图片', linkKind: '跳转类型', linkTarget: '跳转目标', sort: '排序', state: '状态',
      publishAt: '发布时间', createdAt: '创建时间', updatedAt: '更新时间'
    },
    linkKinds: { none: '不跳转', goods: '商品', news: '新闻', route: '小程序页面', url: '外部链接（仅网页版）' },
    hints: {
      image: '建议上传 750×360 的 JPG 图片（小于 60KB，首页加载更快）',
      title: '学员看不到标题，读屏软件会读出它',
      sort: '数字小的排在前面',
      route: '小程序页面路径，如 pages/home/faq?categoryId=2',
      url: '以 https:// 开头的完整网址；小程序内不可点击（未配置业务域名）',
      urlInvalid: '请填写以 https:// 开头的完整网址',
      draft: '新建的轮播图先保存为未发布，在详情页发布或定时发布'
    },
    pickGoods: '选择商品',
    pickNews: '选择新闻',
    preview: '学员在首页看到的样子'
  },
  notices: {
    menu: '公告',
    title: '公告',
    createTitle: '新建公告',
    editTitle: '编辑公告',
    detailTitle: '公告详情',
    keywordPlaceholder: '标题或内容中的文字',
    fields: {
      id: '编号', title: '标题', contentHtml: '内容', readCount: '已读人数', state: '状态', publishAt: '发布时间',
      createdAt: '创建时间', updatedAt: '更新时间'
    },
    hints: { draft: '新建的公告先保存为未发布，在详情页发布或定时发布；按发布时间从新到旧排列' },
    preview: '学员看到的公告'
  },
  news: {
    menu: '新闻动态',
    title: '新闻动态',
    createTitle: '新建新闻',
    editTitle: '编辑新闻',
    detailTitle: '新闻详情',
    keywordPlaceholder: '标题、摘要或来源',
    fields: {
      id: '编号', category: '分类', title: '标题', summary: '摘要', coverUrl: '封面', source: '来源', contentHtml: '正文',
      views: '阅读数', state: '状态', publishAt: '发布时间', createdAt: '创建时间', updatedAt: '更新时间'
    },
    categories: { academy: '学院动态', industry: '行业资讯', event: '活动报道' },
    hints: {
      cover: '列表中的缩略图，建议 4:3，小于 100KB',
      draft: '新建的新闻先保存为未发布，在详情页发布或定时发布；按发布时间从新到旧排列'
    },
    preview: '学员看到的新闻'
  }
}
